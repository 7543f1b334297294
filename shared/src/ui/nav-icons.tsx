import type * as IconSet from '@ant-design/icons';

/**
 * A drawer entry names its icon by its name in the icon set (@ant-design/icons), e.g. 'FlagOutlined': manifests
 * are data, and a new icon then touches only the remote that uses it. The host draws the names it knows at once
 * and loads any other from the set on first use.
 */
export type NavIconName = {
  [K in keyof typeof IconSet]: K extends `${string}${'Outlined' | 'Filled' | 'TwoTone'}` ? K : never;
}[keyof typeof IconSet];
