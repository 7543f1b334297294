import { theme, type ThemeConfig } from 'antd';
import { BRANDS, brandPrimary, darkenToContrast, PAGE_BACKGROUND, tintOf, type Brand } from '@beacon/shared/brand';

/** A little room over 4.5:1 for text on antd's derived status backgrounds, and on filled tags' tints. */
const TEXT_ON_TINT = 4.7;
const TAG_CONTRAST = 5;

/** antd's preset tag colours, whose text (shade 7) sits on their lightest shade (1). */
const TAG_PRESETS = [
  'red',
  'volcano',
  'orange',
  'gold',
  'yellow',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
  'magenta',
] as const;

const defaults = theme.getDesignToken();

/**
 * Each preset's text shade, darkened where it does not read on its own tint (green, orange, gold...). Set under
 * both of antd's names for it (`green7` and `green-7`): with CSS variables both become `--beacon-green-7`, and the
 * second, antd's own shade, would otherwise win.
 */
function readableTagPresets(): Record<string, string> {
  const tokens = defaults as unknown as Record<string, string>;
  return Object.fromEntries(
    TAG_PRESETS.flatMap((preset) => {
      const text = darkenToContrast(tokens[`${preset}7`] ?? '#000000', tokens[`${preset}1`] ?? '#ffffff', TAG_CONTRAST);
      return [
        [`${preset}7`, text],
        [`${preset}-7`, text],
      ];
    }),
  );
}

type Status = 'Success' | 'Warning' | 'Error';

/**
 * The light tints (backgrounds, borders) of a status as antd derives them from its usual, lighter seed: a
 * darkened seed would give greyish tints, so the text darkens and the tints stay.
 */
function tintsOf(status: Status, from: Record<string, unknown>): Record<string, string> {
  const parts = ['Bg', 'BgHover', 'Border', 'BorderHover'];
  return Object.fromEntries(parts.map((part) => [`color${status}${part}`, from[`color${status}${part}`] as string]));
}

/** The brand colour's light tints, for selected rows, info tags and focus rings (antd's own go grey when dark). */
function brandTints(brand: Brand, status: 'Primary' | 'Info'): Record<string, string> {
  const color = brand.palette[0];
  return {
    [`color${status}Bg`]: tintOf(color, 0.1),
    [`color${status}BgHover`]: tintOf(color, 0.18),
    [`color${status}Border`]: tintOf(color, 0.4),
    [`color${status}BorderHover`]: tintOf(color, 0.6),
  };
}

/**
 * The antd theme of a brand: its first colour leads, its ink colours the drawer; every text reaches AA. With
 * `reducedMotion` (the person's system asks for it) antd's animations are off.
 */
export function themeFor(brand: Brand = BRANDS.beacon, { reducedMotion = false } = {}): ThemeConfig {
  const primary = brandPrimary(brand);
  // Hovered links and tabs go a shade darker, not antd's lighter one (which falls under 4.5:1 on white).
  const hover = darkenToContrast(primary, '#ffffff', 6);
  const usual = defaults as unknown as Record<string, unknown>;
  return {
    cssVar: { key: 'beacon' },
    token: {
      motion: !reducedMotion,
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: primary,
      colorLinkHover: hover,
      colorSuccess: darkenToContrast(defaults.colorSuccess, defaults.colorSuccessBg, TEXT_ON_TINT),
      colorWarning: darkenToContrast(defaults.colorWarning, defaults.colorWarningBg, TEXT_ON_TINT),
      colorError: darkenToContrast(defaults.colorError, defaults.colorErrorBg, TEXT_ON_TINT),
      // Secondary and tertiary text (descriptions, captions, placeholders) at AA on the page background.
      colorTextSecondary: 'rgba(0, 0, 0, 0.7)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextDescription: 'rgba(0, 0, 0, 0.62)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
      ...brandTints(brand, 'Primary'),
      ...brandTints(brand, 'Info'),
      ...tintsOf('Success', usual),
      ...tintsOf('Warning', usual),
      ...tintsOf('Error', usual),
      ...readableTagPresets(),
      borderRadius: 8,
      fontFamily:
        "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    },
    components: {
      Layout: { headerBg: '#ffffff', siderBg: brand.ink, bodyBg: PAGE_BACKGROUND, triggerBg: brand.ink },
      // The empty table's words are read, not disabled.
      Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
      Tabs: { itemHoverColor: hover },
      Menu: { darkItemBg: brand.ink, darkSubMenuItemBg: brand.ink, darkItemSelectedBg: primary },
    },
  };
}
