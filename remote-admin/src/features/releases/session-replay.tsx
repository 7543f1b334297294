import { LoadFailed } from '@beacon/shared/ui';
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSessionReplay } from './get-session-replay';

/** Plays a kept session replay with rrweb's Replayer (loaded only here), text and inputs masked as recorded. */
export function SessionReplay({ replayId }: { replayId: string }) {
  const replay = useSessionReplay(replayId);
  const root = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const events = replay.data?.events;
  useEffect(() => {
    const element = root.current;
    if (!events || !element) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('rrweb')
      .then(({ Replayer }) => {
        if (cancelled) return;
        const replayer = new Replayer(events as ConstructorParameters<typeof Replayer>[0], {
          root: element,
          mouseTail: false,
        });
        // The recorded screen, shrunk to the dialog's width (never enlarged), so that all of it is seen.
        const fit = (width: number, height: number) => {
          if (!width || !height) return;
          const scale = Math.min(1, element.clientWidth / width);
          replayer.wrapper.style.transform = `scale(${scale})`;
          replayer.wrapper.style.transformOrigin = 'top left';
          element.style.height = `${Math.ceil(height * scale)}px`;
        };
        replayer.on('resize', (size) => {
          const { width, height } = size as { width: number; height: number };
          fit(width, height);
        });
        // A frame is named for what it holds (WCAG 4.1.2, axe's frame-title).
        replayer.iframe.title = 'The recorded page';
        replayer.play();
        fit(Number(replayer.iframe.width), Number(replayer.iframe.height));
        stop = () => replayer.destroy();
      })
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
      stop?.();
      element.replaceChildren();
    };
  }, [events]);
  if (replay.isError) return <LoadFailed onRetry={() => void replay.refetch()} />;
  if (!replay.data) return <Spin aria-label="Loading the replay" />;
  return (
    <>
      {problem ? <Alert type="warning" showIcon title={`This replay cannot be played: ${problem}`} /> : null}
      <div ref={root} role="region" aria-label="Session replay" style={{ overflow: 'hidden', width: '100%' }} />
    </>
  );
}
