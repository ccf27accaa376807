/** The hexagon's dependency rule (docs/adr/0002-hexagonal-layers-checked-by-dependency-cruiser.md), checked in CI. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'domain imports nothing outside itself: no ports, adapters, frameworks or node built-ins',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'ports-only-domain',
      comment: 'ports import only domain types',
      severity: 'error',
      from: { path: '^src/ports/' },
      to: { pathNot: '^src/(domain|ports)/' },
    },
    {
      name: 'application-only-domain-and-ports',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: '^src/(domain|ports|application)/' },
    },
    {
      name: 'render-receives-view-models',
      comment:
        'render imports domain types, its own files and UI libraries, never adapters or application',
      severity: 'error',
      from: { path: '^src/render/' },
      to: { path: '^src/(adapters|application|ports|config)/' },
    },
    {
      name: 'browser-code-reaches-only-render-and-domain',
      comment:
        'client/ runs in the browser: it may use src/render (islands, fetch helpers) and pure ' +
        'domain rules, never the server (adapters, application, ports, config, node built-ins)',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^src/(adapters|application|ports|config|composition)/|^src/server\\.ts$' },
    },
    {
      name: 'browser-code-uses-no-node-built-ins',
      severity: 'error',
      from: { path: '^(client|src/render/islands)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'nothing-imports-the-composition-root',
      comment: 'only the process entry (and the tests and benchmarks, not checked here) composes',
      severity: 'error',
      from: { pathNot: '^src/(server\\.ts$|composition/)' },
      to: { path: '^src/composition/' },
    },
    {
      name: 'route-modules-stand-alone',
      comment:
        'a route module registers its routes; what two of them share lives in a module of its ' +
        'own (webhook-secret.ts, query-values.ts), so no route module reaches into another ' +
        '(the admin area registers its download route: admin-download.routes.ts)',
      severity: 'error',
      from: { path: '^src/adapters/http/.+\\.routes\\.ts$' },
      to: {
        path: '^src/adapters/http/.+\\.routes\\.ts$',
        pathNot: 'admin-download\\.routes\\.ts$',
      },
    },
    {
      name: 'server-code-reaches-no-browser-code',
      comment:
        'what the server and the browser both name (paths, the CSRF header) lives in the domain ' +
        '(src/domain/routing/route-paths.ts); adapters never import islands or client scripts',
      severity: 'error',
      from: { path: '^src/(adapters|application|config|composition)/' },
      to: { path: '^src/render/islands/|^client/' },
    },
    {
      name: 'only-the-render-adapter-reaches-render',
      comment:
        'the renderer is a driven adapter: the HTTP adapter and every other adapter reach it ' +
        'through ports (PageRendererPort, ReaderMarkupPort), implemented in src/adapters/render',
      severity: 'error',
      from: { path: '^src/(adapters|application|config)/', pathNot: '^src/adapters/render/' },
      to: { path: '^src/render/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.test\\.tsx?$' },
  },
};
