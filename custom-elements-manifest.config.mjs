// Configuration of `cem analyze` (@custom-elements-manifest/analyzer): writes dist/custom-elements.json from the
// elements' JSDoc (@fires, @slot, @csspart, @cssprop) and Lit's @property declarations.
import path from 'node:path';

/** The shared theme tokens (src/styles/tokens.styles.ts) every element reads; added to each element's cssProperties. */
const sharedTokenDescriptions = {
  '--stay-color-scheme': 'Forces the colour scheme: `light`, `dark`, or `light dark` (follow the page, the default).',
  '--stay-accent': 'Accent colour: the selected day, the current page, the book button.',
  '--stay-on-accent': 'Text and icons drawn on the accent colour.',
  '--stay-surface': 'Background of fields, cards and pop-ups.',
  '--stay-surface-raised': 'Background of raised or hovered surfaces.',
  '--stay-text': 'Body text colour.',
  '--stay-muted': 'Secondary text colour.',
  '--stay-border': 'Border colour of fields, cards and buttons.',
  '--stay-danger': 'Errors, "sold out" and "does not fit" marks.',
  '--stay-warning': 'Warnings, such as "only 2 left".',
  '--stay-focus': 'Focus ring colour.',
  '--stay-radius': 'Corner radius of fields, cards and buttons.',
  '--stay-font': 'Font family.',
  '--stay-spacing': 'Base spacing unit.',
};

/** Several elements re-declare the global `lang` attribute as a reactive property, often without a comment. */
const LANG_DESCRIPTION =
  "Language of the texts (`en`, `nl`, `de` or `fr`); by default the nearest `lang` up the tree, then the browser's.";

/** Lit and DOM lifecycle members are implementation, not API. */
const lifecycle = new Set([
  'render',
  'styles',
  'connectedCallback',
  'disconnectedCallback',
  'attributeChangedCallback',
  'firstUpdated',
  'updated',
  'willUpdate',
  'shouldUpdate',
  'update',
  'createRenderRoot',
  'getUpdateComplete',
  'scheduleUpdate',
  'performUpdate',
]);

/**
 * Our tags are registered through `defineElement('stay-x', StayX)` in src/define/, which the analyzer does not
 * recognise (it knows `customElements.define`). This plugin links each tag to its class, adds the shared theme
 * tokens, types events from the `Stay…Event` classes, and keeps private members out of the public manifest.
 */
function staySearchPlugin() {
  /** @type {Map<string, { tag: string, module: string }>} class name → tag and class module */
  const definitions = new Map();
  /** @type {Map<string, { name: string, module: string }>} event name → event class */
  const eventClasses = new Map();
  /** @type {Map<string, Set<string>>} class name → its `static properties` entries with `state: true` */
  const internalStates = new Map();

  return {
    name: 'stay-search',
    // The dev server runs the analyzer again on every change with this same plugin object.
    initialize() {
      definitions.clear();
      eventClasses.clear();
      internalStates.clear();
    },
    analyzePhase({ ts, node, moduleDoc }) {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineElement') {
        const [tagArg, classArg] = node.arguments;
        if (!tagArg || !classArg || !ts.isStringLiteral(tagArg) || !ts.isIdentifier(classArg)) return;
        const className = classArg.text;
        const module = resolveImport(ts, node.getSourceFile(), className, moduleDoc.path) ?? moduleDoc.path;
        definitions.set(className, { tag: tagArg.text, module });
        moduleDoc.exports = [
          ...(moduleDoc.exports ?? []),
          { kind: 'custom-element-definition', name: tagArg.text, declaration: { name: className, module } },
        ];
      }
      if (ts.isClassDeclaration(node) && node.name) {
        for (const member of node.members) {
          const isStatic = member.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
          if (
            isStatic &&
            ts.isPropertyDeclaration(member) &&
            member.name.getText() === 'eventName' &&
            member.initializer &&
            ts.isStringLiteral(member.initializer)
          ) {
            eventClasses.set(member.initializer.text, { name: node.name.text, module: moduleDoc.path });
          }
          // Lit's `static properties = { draft: { state: true } }`: internal reactive state, which the analyzer
          // would otherwise list as a public attribute.
          if (
            isStatic &&
            ts.isPropertyDeclaration(member) &&
            member.name.getText() === 'properties' &&
            member.initializer &&
            ts.isObjectLiteralExpression(member.initializer)
          ) {
            const states = new Set();
            for (const entry of member.initializer.properties) {
              if (!ts.isPropertyAssignment(entry) || !ts.isObjectLiteralExpression(entry.initializer)) continue;
              const isState = entry.initializer.properties.some(
                (option) =>
                  ts.isPropertyAssignment(option) &&
                  option.name.getText() === 'state' &&
                  option.initializer.kind === ts.SyntaxKind.TrueKeyword,
              );
              if (isState) states.add(entry.name.getText());
            }
            internalStates.set(node.name.text, states);
          }
        }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const tokensModule = customElementsManifest.modules.find((m) => m.path === 'src/styles/tokens.styles.ts');
      customElementsManifest.modules = customElementsManifest.modules.filter((m) => m !== tokensModule);
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.kind !== 'class') continue;
          const definition = definitions.get(declaration.name);
          if (definition && definition.module === module.path) {
            declaration.tagName = definition.tag;
            declaration.customElement = true;
          }
          if (!declaration.customElement) continue;
          const states = internalStates.get(declaration.name) ?? new Set();
          const hidden = new Set(
            (declaration.members ?? [])
              .filter(
                (member) => states.has(member.name) || member.privacy === 'private' || member.privacy === 'protected',
              )
              .map((member) => member.name),
          );
          for (const name of states) hidden.add(name);
          declaration.attributes = (declaration.attributes ?? []).filter(
            (attribute) => !hidden.has(attribute.fieldName),
          );
          declaration.members = (declaration.members ?? []).filter(
            (member) =>
              !hidden.has(member.name) &&
              member.privacy !== 'private' &&
              member.privacy !== 'protected' &&
              !member.name.startsWith('_') &&
              !member.name.startsWith('#') &&
              !lifecycle.has(member.name),
          );
          // The analyzer also reports `dispatchEvent(new StayPageChangeEvent(page))` as an event named after the
          // constructor's first argument; the real name is the class's `eventName`, documented through @fires.
          declaration.events = (declaration.events ?? []).filter((event) => {
            const byType = [...eventClasses.entries()].find(([, c]) => c.name === event.type?.text);
            return !byType || byType[0] === event.name;
          });
          for (const event of declaration.events) {
            const eventClass = eventClasses.get(event.name);
            if (eventClass && !event.type) event.type = { text: eventClass.name };
            if (eventClass) event.reference = { name: eventClass.name, module: eventClass.module };
          }
          for (const attribute of declaration.attributes ?? []) {
            if (attribute.name === 'lang' && !attribute.description) attribute.description = LANG_DESCRIPTION;
          }
          for (const member of declaration.members ?? []) {
            if (member.name === 'lang' && !member.description) member.description = LANG_DESCRIPTION;
          }
          const listed = new Set((declaration.cssProperties ?? []).map((p) => p.name));
          declaration.cssProperties = [
            ...(declaration.cssProperties ?? []),
            ...Object.entries(sharedTokenDescriptions)
              .filter(([name]) => !listed.has(name))
              .map(([name, description]) => ({ name, description })),
          ];
        }
      }
    },
  };
}

/** The repository path of the module a name was imported from (`../elements/x.js` → `src/elements/x.ts`). */
function resolveImport(ts, sourceFile, name, modulePath) {
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const bindings = statement.importClause.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    if (!bindings.elements.some((element) => element.name.text === name)) continue;
    const specifier = statement.moduleSpecifier.text;
    return path.posix.join(path.posix.dirname(modulePath), specifier).replace(/\.js$/, '.ts');
  }
  return undefined;
}

export default {
  globs: ['src/elements/*.ts', 'src/events/*.ts', 'src/define/*.ts', 'src/index.ts'],
  exclude: ['src/**/*.styles.ts', 'src/define/define-element.ts'],
  outdir: 'dist',
  litelement: true,
  // Never rewrite package.json: its "customElements" field is maintained by hand.
  packagejson: false,
  plugins: [staySearchPlugin()],
};
