import { lazy, Suspense, type ComponentType, type JSX, type LazyExoticComponent, type ReactNode } from "react";
import { Loading } from "react-admin";

/**
 * A screen loaded on first visit, from a module's named export: the screens are split out of
 * the entry so that the login form needs only the auth flow and react-admin's shell. Inside the
 * layout, react-admin's own Suspense shows <Loading/> while the chunk arrives.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound of React's own lazy()
export const lazyScreen = <K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> => lazy(async () => ({ default: (await load())[name] }));

/** The same loading screen for what renders outside the layout (print views), which has no Suspense of its own. */
export const WithLoading = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>{children}</Suspense>
);

/** A lazy component with its own loading screen, for react-admin's slots that render outside any Suspense. */
export const withLoading = <P extends object>(Component: ComponentType<P>) => {
  const Suspended = (props: P & JSX.IntrinsicAttributes) => (
    <WithLoading>
      <Component {...props} />
    </WithLoading>
  );
  return Suspended;
};
