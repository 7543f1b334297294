// The antd components of the kit that only a few pages draw: each is its own chunk of the build that
// provides the kit, fetched the first time one is drawn, so that a first visit to a page without them does not
// carry them. They are part of the same build as the rest of the kit, so they use its one ConfigProvider context,
// App, theme and CSS-in-JS cache.
//
// A component here is a stand-in that renders nothing until its code has arrived (a few kilobytes, on the first
// draw in the page), then the component itself with the same props (a ref included: it is a prop in React 19).
// Only the static members listed are there: DatePicker.RangePicker and Upload.Dragger.
import { createElement, lazy, Suspense } from 'react';

function onDemand(name, load) {
  const Component = lazy(load);
  function OnDemand(props) {
    return createElement(Suspense, { fallback: null }, createElement(Component, props));
  }
  OnDemand.displayName = name;
  return OnDemand;
}

const datePicker = () => import('antd/es/date-picker/index.js');

export const DatePicker = Object.assign(onDemand('DatePicker', datePicker), {
  RangePicker: onDemand('RangePicker', () => datePicker().then((module) => ({ default: module.default.RangePicker }))),
});
export const Collapse = onDemand('Collapse', () => import('antd/es/collapse/index.js'));
export const Segmented = onDemand('Segmented', () => import('antd/es/segmented/index.js'));
export const Steps = onDemand('Steps', () => import('antd/es/steps/index.js'));
export const Tree = onDemand('Tree', () => import('antd/es/tree/index.js'));
const upload = () => import('antd/es/upload/index.js');

export const Upload = Object.assign(onDemand('Upload', upload), {
  Dragger: onDemand('Upload.Dragger', () => upload().then((module) => ({ default: module.default.Dragger }))),
});
