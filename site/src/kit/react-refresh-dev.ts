/**
 * On the dev server only (`import.meta.hot`): Vite's React plugin makes every `.tsx` module register with React Refresh, whose
 * preamble Astro runs just before an island hydrates. The popups a plain script mounts on pages with no
 * island (the lead popup, the reviews, the footer's feedback) install the same preamble themselves before
 * loading. The built site has no such registration: there this is never called.
 */
type RefreshWindow = Window & {
  __vite_plugin_react_preamble_installed__?: boolean;
  $RefreshReg$?: () => void;
  $RefreshSig$?: () => (type: unknown) => unknown;
};

export async function installReactRefreshPreamble(): Promise<void> {
  const target = window as RefreshWindow;
  if (target.__vite_plugin_react_preamble_installed__) return;
  const runtimePath = '/@react-refresh';
  const runtime = (await import(/* @vite-ignore */ runtimePath)) as {
    default: { injectIntoGlobalHook: (window: Window) => void };
  };
  runtime.default.injectIntoGlobalHook(window);
  target.$RefreshReg$ = () => undefined;
  target.$RefreshSig$ = () => (type) => type;
  target.__vite_plugin_react_preamble_installed__ = true;
}
