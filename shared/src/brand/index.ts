// `@beacon/shared/brand`: each client's brand as plain data (no React, no antd), for the server's mail, the sign-in
// screens before the app loads, and the theme.
export { BRANDS, brandOf, type Brand } from './brands';
export { brandPrimary, PAGE_BACKGROUND } from './brand-primary';
export { contrastRatio, darkenToContrast, tintOf } from './contrast';
export { brandOfSite, type ServedBrand } from './served-brand';
export { describeCheck, HEX_COLOUR, paletteChecks, TEXT_AA, type ContrastCheck } from './palette-checks';
