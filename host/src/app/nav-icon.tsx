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

/**
 * Any other icon of the set, as its own small chunk on first use (by the host's own path to the package's files:
 * its exports field offers no folder for a bundler to split); a name the set does not have draws the default.
 */
function lazyIcon(name: string): ComponentType {
  let icon = loaded.get(name);
  if (!icon) {
    icon = lazy(() =>
      /^[A-Z][A-Za-z]+$/.test(name)
        ? import(`../../node_modules/@ant-design/icons/es/icons/${name}.js`).then(
            (module: { default: ComponentType }) => module,
            () => ({ default: AppstoreOutlined }),
          )
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
