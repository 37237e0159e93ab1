/**
 * What counts as a slow connection, in the browser (the Network Information API) and on the server
 * (the same facts as request headers: `Save-Data` and the `ECT` client hint): the visitor asked to
 * save data, or the connection is effectively 3G or slower. Such visitors get the lightest pictures:
 * the narrowest copy, at quality 50.
 */
const slowEffectiveTypes = /^(slow-2g|2g|3g)$/;

export function isSlow({ saveData, effectiveType }: { saveData: boolean; effectiveType: string }): boolean {
  return saveData || slowEffectiveTypes.test(effectiveType);
}

/** The image quality a slow connection gets. */
export const slowLinkImageQuality = 50;
