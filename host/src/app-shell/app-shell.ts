// The app shell: the frame of the page (top bar, and the drawer's column from medium width) with the page's
// heading, drawn as plain HTML by the page's first script for a signed-in visitor, so that the page's title is
// on screen before the app's code arrives; the app draws the same until it starts (starting-shell.tsx). Only
// routes whose heading does not depend on data have one (a description in their manifest).
import type { RemoteOutline } from '@beacon/shared/contract';
import { fullRoutePath, matchesRoutePath } from './route-path';

const STORAGE_KEY = 'beacon:app-shell';

export interface ShellHeading {
  /** The full route path, /clients/:clientId/... */
  path: string;
  title: string;
  description: string;
}

export interface AppShellData {
  brand?: { name: string; ink: string };
  headings?: ShellHeading[];
}

function read(storage: Storage): AppShellData {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as AppShellData;
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

function write(storage: Storage, patch: AppShellData): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...read(storage), ...patch }));
  } catch {
    // Storage full or refused: the shell is a nicety.
  }
}

/** Kept from the registry's outlines on every start: the headings of the routes that have a description. */
export function rememberHeadings(outlines: (RemoteOutline | undefined)[], storage: Storage = localStorage): void {
  const headings = outlines.flatMap((outline) =>
    (outline?.routes ?? []).flatMap((route) =>
      route.description ? [{ path: fullRoutePath(route), title: route.title, description: route.description }] : [],
    ),
  );
  write(storage, { headings });
}

export function rememberBrand(brand: { name: string; ink: string }, storage: Storage = localStorage): void {
  write(storage, { brand: { name: brand.name, ink: brand.ink } });
}

export function shellHeadingAt(pathname: string, storage: Storage = localStorage): ShellHeading | undefined {
  return read(storage).headings?.find((heading) => matchesRoutePath(heading.path, pathname));
}

/** The spec's page title: the product name (the brand's, by host name), plus the page's own title when it has one. */
export function pageTitle(title: string | undefined, productName: string): string {
  return title ? `${productName} - ${title}` : productName;
}

/** The product's name as this host name's brand showed it last (before the configuration is read); else Beacon's. */
export function rememberedProductName(storage: Storage = localStorage): string {
  return read(storage).brand?.name ?? 'Beacon';
}

/**
 * The tab's title before the app starts: the brand this host name showed last (Northwind's tab reads Northwind, not
 * the page's static 'Beacon'), with the route's heading when it has one; null on a first visit.
 */
export function shellTitle(pathname: string, storage: Storage = localStorage): string | null {
  const name = read(storage).brand?.name;
  return name ? pageTitle(shellHeadingAt(pathname, storage)?.title, name) : null;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The same geometry as the app's ShellLayout and PageHeader (antd's Layout and Typography, the brand's theme). */
const FONT =
  "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";
const STYLE = `
.bcn-shell{display:flex;min-height:100vh;background:#f4f7f9;font-family:${FONT}}
.bcn-shell-side{display:none;flex:0 0 20rem;width:20rem}
.bcn-shell-main{flex:1;min-width:0}
.bcn-shell-bar{height:64px;box-sizing:border-box;background:#fff;border-bottom:1px solid #e8edf0}
.bcn-shell-content{padding:12px}
.bcn-shell h2{margin:0;font-size:30px;line-height:1.2666666666666666;font-weight:600;color:rgba(0,0,0,0.88)}
.bcn-shell p{margin:0;font-size:14px;line-height:1.5714285714285714;color:rgba(0,0,0,0.62)}
@media (min-width:768px){.bcn-shell-side{display:block}.bcn-shell-content{padding:24px}}`;

/** The shell's HTML for this address, or null when its route has no heading to show. */
export function appShellHtml(pathname: string, storage: Storage = localStorage): string | null {
  const heading = shellHeadingAt(pathname, storage);
  if (!heading) return null;
  const ink = read(storage).brand?.ink ?? '#0b2533';
  return (
    `<style>${STYLE}</style>` +
    `<div class="bcn-shell" aria-busy="true">` +
    `<div class="bcn-shell-side" style="background:${escape(ink)}"></div>` +
    `<div class="bcn-shell-main"><div class="bcn-shell-bar"></div><div class="bcn-shell-content">` +
    `<h2>${escape(heading.title)}</h2><p>${escape(heading.description)}</p>` +
    `</div></div></div>`
  );
}
