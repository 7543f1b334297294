// What jsdom lacks and antd or react-router need: TextEncoder, matchMedia, ResizeObserver, a canvas for charts.
import '@testing-library/jest-dom';
import 'jest-canvas-mock';
import { TextDecoder, TextEncoder } from 'node:util';
import { installMatchMedia } from './match-media';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) installMatchMedia(() => false);

if (!('ResizeObserver' in window)) {
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserver });
}
