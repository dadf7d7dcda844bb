/** Names with more е than this are rare; past it, the variants would cost more probes than they find. */
const MAX_YO_POSITIONS = 4

/**
 * Ё and е swapped, as Russian is written either way (Пётр, Петр). Text with ё gives the one
 * spelling with е; text without gives each spelling with one е made ё (a name rarely has two).
 * Only ё and е: й is a letter of its own, never folded into и (as Unicode decomposition would).
 */
export function yoVariants(text: string): string[] {
  if (/[ёЁ]/.test(text)) return [text.replace(/ё/g, 'е').replace(/Ё/g, 'Е')]
  const variants: string[] = []
  for (let i = 0; i < text.length && variants.length < MAX_YO_POSITIONS; i++) {
    const char = text[i]
    if (char === 'е' || char === 'Е') variants.push(text.slice(0, i) + (char === 'е' ? 'ё' : 'Ё') + text.slice(i + 1))
  }
  return variants
}
