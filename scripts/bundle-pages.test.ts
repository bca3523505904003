import { layoutsOf, routeFiles, routePages } from './bundle-pages';

const files = [
  'src/routes/__root.tsx',
  'src/routes/sign-in.tsx',
  'src/routes/_app.tsx',
  'src/routes/_app/index.tsx',
  'src/routes/_app/pulse.tsx',
  'src/routes/_app/w/$workspaceId.tsx',
  'src/routes/_app/w/$workspaceId/narratives.tsx',
  'src/routes/_app/w/$workspaceId/narratives_.$narrativeId.tsx',
  'src/routes/_app/w/$workspaceId/mentions.$mentionId.tsx',
  'src/routes/_app/w/$workspaceId/mentions.tsx',
];
const source = (file: string) =>
  file.endsWith('index.tsx') ? 'beforeLoad: () => { throw redirect({ to: "/pulse" }); }' : 'component: Page,';

describe('bundle pages from the route files', () => {
  it('measures every leaf route with its layouts, and no layout or redirect', () => {
    const pages = Object.fromEntries(routePages(files, source).map((page) => [page.name, page.files]));
    expect(Object.keys(pages).sort()).toEqual([
      '_app/pulse',
      '_app/w/$workspaceId/mentions.$mentionId',
      '_app/w/$workspaceId/narratives',
      '_app/w/$workspaceId/narratives_.$narrativeId',
      'sign-in',
    ]);
    expect(pages['sign-in']).toEqual(['src/routes/__root.tsx', 'src/routes/sign-in.tsx']);
    expect(pages['_app/pulse']).toEqual([
      'src/routes/__root.tsx',
      'src/routes/_app.tsx',
      'src/routes/_app/pulse.tsx',
    ]);
  });

  it('nests a flat name under its layout unless the segment ends in _', () => {
    const workspace = ['src/routes/__root.tsx', 'src/routes/_app.tsx', 'src/routes/_app/w/$workspaceId.tsx'];
    expect(layoutsOf('src/routes/_app/w/$workspaceId/mentions.$mentionId.tsx', files)).toEqual([
      ...workspace,
      'src/routes/_app/w/$workspaceId/mentions.tsx',
    ]);
    expect(layoutsOf('src/routes/_app/w/$workspaceId/narratives_.$narrativeId.tsx', files)).toEqual(
      workspace,
    );
  });

  it('finds the real route tree, a new route file included without editing the script', () => {
    const real = routeFiles();
    expect(real).toContain('src/routes/_app/w/$workspaceId/charts.tsx');
    expect(real).toContain('src/routes/__root.tsx');
  });
});
