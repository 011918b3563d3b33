import { expect } from '@open-wc/testing';
import type { ReactiveElement } from 'lit';
import '../../src/define/index.js';
import '../../src/define/stay-table.js';
import { loadManifest, manifestElements, type Manifest, type ManifestDeclaration } from './frames.js';

const TAGS = ['stay-dates', 'stay-guests', 'stay-filters', 'stay-results', 'stay-pager', 'stay-search', 'stay-table'];

type LitClass = typeof ReactiveElement & { observedAttributes: string[] };

describe('custom-elements.json, the manifest of the package', () => {
  let manifest: Manifest;
  let elements: ManifestDeclaration[];

  before(async () => {
    manifest = await loadManifest();
    elements = manifestElements(manifest);
  });

  function element(tag: string): ManifestDeclaration {
    const found = elements.find((candidate) => candidate.tagName === tag);
    if (!found) throw new Error(`the manifest has no <${tag}>`);
    return found;
  }

  function registered(tag: string): LitClass {
    const constructor = customElements.get(tag);
    if (!constructor) throw new Error(`<${tag}> is not registered by src/define/`);
    return constructor as unknown as LitClass;
  }

  it('lists every element, each with its class and a description', () => {
    expect(elements.map((e) => e.tagName)).to.have.members(TAGS);
    for (const declaration of elements) {
      expect(declaration.name, declaration.tagName).to.match(/^Stay[A-Z]/);
      expect(declaration.description ?? '', `${declaration.tagName} description`).not.to.equal('');
    }
  });

  for (const tag of TAGS) {
    describe(`<${tag}>`, () => {
      it('lists every attribute the element observes, each described', () => {
        const declaration = element(tag);
        const listed = (declaration.attributes ?? []).map((attribute) => attribute.name);
        expect(listed).to.include.members(registered(tag).observedAttributes);
        for (const attribute of declaration.attributes ?? []) {
          expect(attribute.description ?? '', `${tag} [${attribute.name}] description`).not.to.equal('');
        }
      });

      it('lists every public reactive property', () => {
        const declaration = element(tag);
        const members = new Set((declaration.members ?? []).map((member) => member.name));
        for (const [name, options] of registered(tag).elementProperties) {
          if (typeof name !== 'string' || name.startsWith('_') || options.state) continue;
          expect(members.has(name), `${tag}.${name}`).to.equal(true);
        }
      });

      it('describes every event, part and custom property', () => {
        const declaration = element(tag);
        for (const group of ['events', 'cssParts', 'cssProperties', 'slots'] as const) {
          for (const item of declaration[group] ?? []) {
            expect(item.description ?? '', `${tag} ${group} ${item.name}`).not.to.equal('');
          }
        }
        expect((declaration.cssProperties ?? []).map((p) => p.name)).to.include.members([
          '--stay-accent',
          '--stay-radius',
          '--stay-font',
          '--stay-color-scheme',
        ]);
      });

      it('lists the parts the element renders', async () => {
        const declaration = element(tag);
        const parts = new Set((declaration.cssParts ?? []).map((part) => part.name));
        const instance = document.createElement(tag) as ReactiveElement;
        document.body.append(instance);
        await instance.updateComplete;
        const rendered = [...(instance.shadowRoot?.querySelectorAll('[part]') ?? [])].flatMap((node) =>
          node.getAttribute('part')!.split(/\s+/).filter(Boolean),
        );
        instance.remove();
        for (const part of rendered) expect(parts.has(part), `${tag}::part(${part}) is documented`).to.equal(true);
      });
    });
  }
});
