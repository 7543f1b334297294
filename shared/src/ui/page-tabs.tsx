import { Tabs, type TabsProps } from 'antd';

/**
 * A page's tabs whose bar wraps onto a second line when its tabs do not fit (a phone, a long list of categories),
 * instead of antd's overflow: a "more" button inside the tab list, which is no tab (WCAG 4.1.2, axe's
 * aria-required-children) and hides tabs behind a menu. The selected tab is underlined where it stands, on any
 * line; the inkbar that slides along one line is not drawn.
 */
const STYLE = `
.bcn-page-tabs > .ant-tabs-nav .ant-tabs-nav-wrap { white-space: normal; }
.bcn-page-tabs > .ant-tabs-nav .ant-tabs-nav-list { flex-wrap: wrap; column-gap: 24px; min-width: 0; }
.bcn-page-tabs > .ant-tabs-nav .ant-tabs-nav-list > .ant-tabs-tab { margin: 0; white-space: nowrap; }
.bcn-page-tabs > .ant-tabs-nav .ant-tabs-ink-bar { display: none; }
.bcn-page-tabs > .ant-tabs-nav .ant-tabs-tab-active { box-shadow: inset 0 -2px 0 var(--ant-color-primary); }
`;

export function PageTabs({ className, ...props }: TabsProps) {
  return (
    <>
      <style href="bcn-page-tabs" precedence="default">
        {STYLE}
      </style>
      <Tabs {...props} className={className ? `bcn-page-tabs ${className}` : 'bcn-page-tabs'} />
    </>
  );
}
