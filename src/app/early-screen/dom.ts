/** What `h` takes as an element's attributes: a string or number is set as is, true as "", false and undefined not at all. */
export type Attributes = Record<string, string | number | boolean | undefined>

/** An element's children: nodes and text (as text, never markup); false, null and undefined are skipped. */
export type Child = Node | string | false | null | undefined

/**
 * An element with its attributes and children, as plain DOM: the early screen's way to write what
 * the app's views render. Text is always a text node, so nothing given here is ever read as HTML.
 */
export function h(tag: string, attributes: Attributes | null = null, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag)
  for (const name in attributes) {
    const value = attributes[name]
    if (value === undefined || value === false) continue
    element.setAttribute(name, value === true ? '' : String(value))
  }
  for (const child of children) if (child !== false && child !== null && child !== undefined && child !== '') element.append(child)
  return element
}
