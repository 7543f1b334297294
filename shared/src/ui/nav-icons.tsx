import {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  DollarOutlined,
  FlagOutlined,
  IdcardOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Manifests are data, so they name their drawer icon instead of importing it; the names map here, once,
 * which keeps the icon set small instead of pulling every icon of the library.
 */
export const NAV_ICONS = {
  services: AppstoreOutlined,
  advertisers: ShopOutlined,
  campaigns: FlagOutlined,
  audiences: TeamOutlined,
  reporting: BarChartOutlined,
  billing: DollarOutlined,
  notifications: BellOutlined,
  profile: UserOutlined,
  users: IdcardOutlined,
  administration: SettingOutlined,
} satisfies Record<string, ComponentType>;

export type NavIconName = keyof typeof NAV_ICONS;
