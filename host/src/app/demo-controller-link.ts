/** The demo-mode controller, in another tab, sends links here by message; only same-origin paths are followed. */
export function followDemoController(navigate: (path: string) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; path?: unknown } | null;
    if (event.origin !== window.location.origin || data?.type !== 'beacon:navigate') return;
    if (typeof data.path === 'string' && data.path.startsWith('/') && !data.path.startsWith('//')) navigate(data.path);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
