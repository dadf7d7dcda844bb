import path from 'node:path'

/**
 * The layers of src/ and the arrows between them (docs/architecture.md):
 *   main → app → pages → features → entities → shared
 * Imports go downward only. A feature imports no other feature (they meet in the page, through
 * props and slots); an entity imports no other entity; shared imports nothing above it. The demo
 * API is imported only by main and app (it is the API, not part of the app), and imports nothing
 * of the app but shared/. Type imports count: a type is an arrow too. Stories are demos that
 * compose the whole app, as tests do, and are not checked.
 */
const RANK = { main: 6, app: 5, pages: 4, features: 3, entities: 2, shared: 1 }

function layerOf(file, srcDir) {
  const relative = path.relative(srcDir, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined
  const [top, unit] = relative.split(path.sep)
  // main.tsx is the first module; boot.tsx, the app it loads, is the same layer.
  if (['main.tsx', 'main.ts', 'boot.tsx'].includes(top)) return { layer: 'main', unit: 'main' }
  if (top === 'demo-api') return { layer: 'demo-api', unit: 'demo-api' }
  if (top in RANK) return { layer: top, unit: top === 'app' ? 'app' : unit }
  return undefined
}

function problem(from, to) {
  if (from.layer === 'demo-api' && to.layer === 'demo-api') return undefined
  if (to.layer === 'demo-api') {
    return from.layer === 'main' || from.layer === 'app'
      ? undefined
      : 'the demo API is wired in by main and app only; the app never depends on it'
  }
  if (from.layer === 'demo-api') {
    return to.layer === 'shared'
      ? undefined
      : 'the demo API imports nothing of the app but shared/ (the API contract above all), so QA can import it alone'
  }
  if (from.layer === 'main') return undefined
  const fromRank = RANK[from.layer]
  const toRank = RANK[to.layer]
  if (toRank > fromRank)
    return `${from.layer} may not import ${to.layer}: imports go downward only (app → pages → features → entities → shared)`
  if (toRank === fromRank && from.unit !== to.unit) {
    if (from.layer === 'features')
      return `features/${from.unit} may not import features/${to.unit}: features do not import each other; the page plugs them together through props and slots`
    if (from.layer === 'entities') return `entities/${from.unit} may not import entities/${to.unit}: entities do not import each other`
    if (from.layer === 'pages') return `pages/${from.unit} may not import pages/${to.unit}: a page does not import another page`
  }
  return undefined
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of src/ (app → pages → features → entities → shared).' },
    schema: [],
    messages: { layer: 'Wrong arrow: {{reason}}. ({{specifier}})' },
  },
  create(context) {
    const file = context.filename
    const srcDir = path.join(context.cwd, 'src')
    const from = layerOf(file, srcDir)
    if (!from) return {}
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const target = path.resolve(path.dirname(file), source.value)
      const to = layerOf(target, srcDir)
      if (!to) return
      const reason = problem(from, to)
      if (reason) context.report({ node: source, messageId: 'layer', data: { reason, specifier: source.value } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}

export const layers = { rules: { 'allowed-imports': rule } }
