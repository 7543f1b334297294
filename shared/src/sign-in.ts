// What the sign-in screens use before the shared singleton loads (`@beacon/shared/sign-in`): plain data, no React
// store and no antd, so that the sign-in bundle stays small. The same modules as the singleton's.
export { BRANDS, brandOf, type Brand } from './brand/brands';
export { brandPrimary } from './brand/brand-primary';
