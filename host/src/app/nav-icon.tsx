import {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  DollarOutlined,
  ExperimentOutlined,
  FlagOutlined,
  IdcardOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { NavIconName } from '@beacon/shared/ui';
import { lazy, Suspense, type ComponentType } from 'react';

/** The icons of today's drawer and profile menu, in the host's own bundle: drawn at once, with no request. */
const DRAWN: Partial<Record<NavIconName, ComponentType>> = {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  DollarOutlined,
  ExperimentOutlined,
  FlagOutlined,
  IdcardOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
};

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
  const Drawn = DRAWN[name];
  if (Drawn) return <Drawn />;
  const Icon = lazyIcon(name);
  return (
    <Suspense fallback={<span className="anticon" style={{ width: '1em', height: '1em' }} aria-hidden />}>
      <Icon />
    </Suspense>
  );
}
