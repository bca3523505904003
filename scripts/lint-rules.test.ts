import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

/** The gate's own rules fail on what they are there to stop (fixtures in scripts/lint-fixtures). */
const fixture = (name: string) => fileURLToPath(new URL(`./lint-fixtures/${name}`, import.meta.url));
const eslint = new ESLint({ ignore: false });
const rulesHit = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => m.ruleId);

describe('npm run lint', () => {
  it('fails on an import cycle', async () => {
    const [result] = await eslint.lintFiles([fixture('cycle-a.ts')]);
    expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  }, 60_000);

  it('fails on a feature importing another feature', async () => {
    const code =
      "import { ChartsPage } from '@/features/charts/charts-page';\n\nexport const page = ChartsPage;\n";
    expect(await rulesHit(code, 'src/features/mentions/reach-across.ts')).toContain('no-restricted-imports');
    const relative = "export { ChartsPage } from '../charts/charts-page';\n";
    expect(await rulesHit(relative, 'src/features/mentions/reach-across.ts')).toContain(
      'no-restricted-imports',
    );
    const own =
      "import { TimelineView } from '@/features/charts/timeline-view';\n\nexport const view = TimelineView;\n";
    expect(await rulesHit(own, 'src/features/charts/reach-home.ts')).toEqual([]);
  }, 60_000);

  // no-restricted-imports sees declarations only: the same boundary is checked on import().
  it('fails on a feature importing another feature lazily, with import()', async () => {
    const lazy = (source: string) => `export const load = () => import(${source});\n`;
    const across = 'src/features/charts/reach-across.ts';
    for (const source of [
      "'@/features/map/map-page'",
      "'../map/map-page'",
      "'../../features/map/map-page'",
      '`@/features/map/${"map-page"}`',
    ]) {
      expect(await rulesHit(lazy(source), across), source).toContain('no-restricted-syntax');
    }
    for (const source of [
      "'@/features/charts/timeline-view'",
      "'./timeline-view'",
      "'@/components/map/map-view'",
    ]) {
      expect(await rulesHit(lazy(source), across), source).toEqual([]);
    }
    // The other boundaries too: shared UI never loads a feature, a lower layer never a higher one.
    expect(await rulesHit(lazy("'@/features/map/map-page'"), 'src/components/map/reach-up.ts')).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesHit(lazy("'@/components/map/map-view'"), 'src/lib/reach-up.ts')).toContain(
      'no-restricted-syntax',
    );
  }, 60_000);

  it('fails on a dialog imported from Mantine instead of the deferred one', async () => {
    const code = "import { Modal } from '@mantine/core';\n\nexport const dialog = Modal;\n";
    expect(await rulesHit(code, 'src/features/mentions/a-dialog.tsx')).toContain('no-restricted-imports');
    expect(await rulesHit(code, 'src/components/a-dialog.tsx')).toContain('no-restricted-imports');
    expect(await rulesHit(code, 'src/hooks/a-dialog.tsx')).toContain('no-restricted-imports');
    const deferred =
      "import { Modal } from '@/components/deferred-overlays';\n\nexport const dialog = Modal;\n";
    expect(await rulesHit(deferred, 'src/features/mentions/a-dialog.tsx')).not.toContain(
      'no-restricted-imports',
    );
  }, 60_000);

  it('fails on a file name that is not kebab-case', async () => {
    expect(await rulesHit('export const x = 1;\n', 'src/lib/chartPanel.ts')).toContain('files/kebab-case');
    expect(await rulesHit('export const x = 1;\n', 'src/lib/chart-panel.ts')).not.toContain(
      'files/kebab-case',
    );
  }, 60_000);

  it('fails on a misformatted file (prettier --check runs with the project settings)', async () => {
    const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'));
    expect(pkg.scripts.lint).toMatch(/prettier --check \./);
    const options = await prettier.resolveConfig(fixture('misformatted.ts'));
    const text = readFileSync(fixture('misformatted.ts'), 'utf8');
    expect(await prettier.check(text, { ...options, filepath: fixture('misformatted.ts') })).toBe(false);
    const formatted = await prettier.format(text, { ...options, filepath: fixture('misformatted.ts') });
    expect(await prettier.check(formatted, { ...options, filepath: fixture('misformatted.ts') })).toBe(true);
  });
});
