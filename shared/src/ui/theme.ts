import type { ThemeConfig } from 'antd';
import { BRANDS, type Brand } from '../brand/brands';

/** The default brand's seven-colour palette (cyan first). */
export const BEACON_PALETTE = BRANDS.beacon.palette;

/** The antd theme of a brand: its first colour leads, its ink colours the drawer. */
export function themeFor(brand: Brand = BRANDS.beacon): ThemeConfig {
  const [primary] = brand.palette;
  return {
    cssVar: { key: 'beacon' },
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: primary,
      borderRadius: 8,
      fontFamily:
        "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    },
    components: {
      Layout: { headerBg: '#ffffff', siderBg: brand.ink, bodyBg: '#f4f7f9', triggerBg: brand.ink },
      Menu: { darkItemBg: brand.ink, darkSubMenuItemBg: brand.ink, darkItemSelectedBg: primary },
    },
  };
}
