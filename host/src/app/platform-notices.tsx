import { useBrandStore } from '@beacon/shared/ui';
import { Alert, Button, Flex } from 'antd';
import { useShallow } from 'zustand/react/shallow';
import { PREVIEW_KEY } from '../federation/preview';
import { areaTitle, useAreasStore, type Area } from '../federation/areas-store';
import { retryRegistry } from '../federation/load-areas';

function stopPreviewing() {
  window.localStorage.removeItem(PREVIEW_KEY);
  window.location.reload();
}

/** The platform speaking to the user: registry down, a preview in this browser, a new version ready. */
export function PlatformNotices() {
  const registryFailed = useAreasStore((state) => state.registryFailed);
  const areas = useAreasStore(useShallow((state) => Object.values(state.areas) as Area[]));
  const newVersions = useAreasStore((state) => state.newVersions);
  const hostChanged = useAreasStore((state) => state.hostChanged);
  const product = useBrandStore((state) => state.brand.name);
  const previewed = areas.filter((area) => area.previewed);
  const updated = areas.filter((area) => newVersions[area.name]);
  if (!registryFailed && previewed.length === 0 && updated.length === 0 && !hostChanged) return null;
  // A new host reloads every area with it.
  const ready = hostChanged ? product : updated.map(areaTitle).join(', ');
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {registryFailed && (
        <Alert
          type="warning"
          showIcon
          title={`${product} could not load the list of its areas, so some pages are missing.`}
          action={
            <Button size="small" onClick={() => void retryRegistry()}>
              Retry
            </Button>
          }
        />
      )}
      {previewed.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={`Previewing ${previewed.map((a) => `${areaTitle(a)} ${a.version}`).join(', ')} in this browser only.`}
          action={
            <Button size="small" onClick={stopPreviewing}>
              Stop previewing
            </Button>
          }
        />
      )}
      {(updated.length > 0 || hostChanged) && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={`A new version of ${ready} is ready.`}
          action={
            <Button size="small" type="primary" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        />
      )}
    </Flex>
  );
}
