import { AppstoreOutlined } from '@ant-design/icons';
import type { NavIconName } from '@beacon/shared/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import * as DRAWN from './drawn-icons';

const drawnIcon = (name: string): ComponentType | undefined =>
  Object.hasOwn(DRAWN, name) ? DRAWN[name as keyof typeof DRAWN] : undefined;

const loaded = new Map<string, ComponentType>();

/** Any other icon of the set, fetched on first use (`any-icon.ts`); a name the set does not have draws the default. */
function lazyIcon(name: string): ComponentType {
  let icon = loaded.get(name);
  if (!icon) {
    icon = lazy(() =>
      /^[A-Z][A-Za-z]+$/.test(name)
        ? import('./any-icon').then(({ importIcon }) => importIcon(name)).catch(() => ({ default: AppstoreOutlined }))
        : Promise.resolve({ default: AppstoreOutlined }),
    );
    loaded.set(name, icon);
  }
  return icon;
}

/** A drawer entry's icon by its name in the icon set; the same width while an unknown one loads. */
export function NavIcon({ name }: { name: NavIconName }) {
  const Drawn = drawnIcon(name);
  if (Drawn) return <Drawn />;
  const Icon = lazyIcon(name);
  return (
    <Suspense fallback={<span className="anticon" style={{ width: '1em', height: '1em' }} aria-hidden />}>
      <Icon />
    </Suspense>
  );
}
