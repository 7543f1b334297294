// What jsdom lacks and antd or react-router need: TextEncoder, matchMedia, ResizeObserver, a canvas for charts.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import 'jest-canvas-mock';
import { TextDecoder, TextEncoder } from 'node:util';
import { installMatchMedia } from './match-media';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// What a person waits for, on a busy two-core machine: antd draws slowly under jsdom and pages arrive lazily. A
// test still fails at once on a wrong answer; only a slow right one is waited for (never retried).
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(90_000);

if (!window.matchMedia) installMatchMedia(() => false);

// jsdom reads no pseudo-element's style and says so on the console for each call (antd measures the scroll bar's
// `::-webkit-scrollbar` on every table and dialog): the element's own style is what it would get anyway.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

if (!('ResizeObserver' in window)) {
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserver });
}
