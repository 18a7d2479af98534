import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a module's named export: the screen's code is fetched the first time it renders, together
 * with the query cache's provider (lib/query-provider), which wraps it.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => {
    const [module, { QueryProvider }] = await Promise.all([load(), import('../lib/query-provider')]);
    const Screen = module[name] as ComponentType<Record<string, unknown>>;
    const WithQueries = (props: Record<string, unknown>) => (
      <QueryProvider>
        <Screen {...props} />
      </QueryProvider>
    );
    return { default: WithQueries };
  }) as M[K];
}
