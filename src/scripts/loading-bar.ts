/**
 * The 3 px loading bar above the page (implemented by the platform work). Other code only uses
 * this interface: `start()` when something starts loading, `finish()` when it is done,
 * `fail()` to show the error colour.
 */
export interface LoadingBar {
  start(): void;
  finish(): void;
  fail(): void;
}

export const loadingBar: LoadingBar = {
  start() {},
  finish() {},
  fail() {},
};
