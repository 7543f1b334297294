import type { ThemeConfig } from 'antd';

/** The default brand's seven-colour palette (cyan first); it feeds the antd theme and the chart palette. */
export const BEACON_PALETTE = ['#0e9fb8', '#1f4e79', '#f2a541', '#6c5ce7', '#2ecc71', '#e4572e', '#8d99ae'] as const;

export function themeFor(palette: readonly string[] = BEACON_PALETTE): ThemeConfig {
  return {
    cssVar: { key: 'beacon' },
    token: {
      colorPrimary: palette[0],
      colorInfo: palette[0],
      colorLink: palette[0],
      borderRadius: 8,
      fontFamily:
        "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    },
    components: {
      Layout: { headerBg: '#ffffff', siderBg: '#0b2533', bodyBg: '#f4f7f9' },
      Menu: { darkItemBg: '#0b2533', darkItemSelectedBg: palette[0] },
    },
  };
}
