/**
 * Leaving for the ad platform's consent page: a full navigation, it is another site. An object, so that tests
 * can see where the page would go without leaving.
 */
export const consentPage = {
  open: (url: string) => window.location.assign(url),
};
