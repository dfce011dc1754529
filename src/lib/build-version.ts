/**
 * The build a page comes from: the build writes `latest-build.json` ({ id, time }) and puts its id
 * in every page (`<meta name="build-id">`), so a deployment can be checked from outside.
 */
export const LATEST_BUILD_FILE = 'latest-build.json';

export interface BuildInfo {
  id: string;
  time: string;
}
