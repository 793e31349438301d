import { describe, expect, it } from 'vitest';
import { layoutDocuments } from './layout-documents.ts';

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => unknown;

function transform(code: string, id: string): unknown {
  const hook = layoutDocuments().transform as Transform;
  return hook.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    code,
    id,
  );
}

describe('layout documents checked by the build', () => {
  it('fills in the defaults of a valid document', () => {
    const doc = { name: 'home', kind: 'page', regions: [{ id: 'main' }] };
    const result = transform(JSON.stringify(doc), '/repo/layouts/home.json') as { code: string };
    expect(JSON.parse(result.code)).toEqual({
      name: 'home',
      kind: 'page',
      regions: [{ id: 'main', slots: [], outlet: false }],
    });
  });

  it('stops the build at a broken one, naming its file and field', () => {
    const doc = { name: 'home', kind: 'page', regions: [{ id: 'sidebar' }] };
    expect(() => transform(JSON.stringify(doc), `${process.cwd()}/layouts/home.json`)).toThrow(
      /layouts\/home\.json breaks the layout schema:[\s\S]*regions\[0\]\.id/,
    );
  });

  it('leaves other JSON alone', () => {
    expect(transform('{"a":1}', '/repo/src/modules/cart/i18n/ru.json')).toBeNull();
  });
});
