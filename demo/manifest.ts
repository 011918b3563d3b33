// Reads the custom-elements manifest for the two references built from it: the designers' page (demo/reference.ts)
// and docs/reference.md (scripts/api-reference.ts). Pure: no DOM, no Node.

export interface Described {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
  fieldName?: string;
  kind?: string;
  privacy?: string;
  static?: boolean;
  attribute?: string;
}

export interface Declaration {
  kind?: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  description?: string;
  attributes?: Described[];
  members?: Described[];
  events?: Described[];
  slots?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
}

export interface Manifest {
  modules: { path?: string; declarations?: Declaration[] }[];
}

export interface ElementReference {
  declaration: Declaration & { tagName: string };
  attributes: Described[];
  /** Public instance fields that have no attribute. */
  properties: Described[];
  methods: Described[];
}

const ORDER = ['stay-search', 'stay-dates', 'stay-guests', 'stay-filters', 'stay-results', 'stay-pager'];

/** Every element of the manifest, the composing one first, with the members a reference lists. */
export function elementReferences(manifest: Manifest): ElementReference[] {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration): declaration is Declaration & { tagName: string } =>
      Boolean(declaration.customElement && declaration.tagName),
    )
    .sort((a, b) => ORDER.indexOf(a.tagName) - ORDER.indexOf(b.tagName))
    .map((declaration) => {
      const attributes = declaration.attributes ?? [];
      const withAttribute = new Set(attributes.map((attribute) => attribute.fieldName));
      const members = (declaration.members ?? []).filter((member) => !member.static && !withAttribute.has(member.name));
      return {
        declaration,
        attributes,
        properties: members.filter((member) => member.kind === 'field'),
        methods: members.filter((member) => member.kind === 'method'),
      };
    });
}
