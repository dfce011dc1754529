import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Translate } from '../../i18n/translate';
import './FilterSheet.css';

/** Where the filter sheet becomes a bottom sheet: the phone layout's breakpoint (ReadingExplorer.css). */
export const PHONE_QUERY = '(max-width: 40rem)';

/** True on a phone-sized screen, following the window; `false` until mounted (the server's render). */
export function usePhone(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(PHONE_QUERY);
    const follow = () => setPhone(media.matches);
    follow();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  return phone;
}

interface FilterSheetProps {
  /** The Filters disclosure: its summary opens the sheet, its `open` follows the sheet's. */
  sheetRef: RefObject<HTMLDetailsElement | null>;
  /** A modal bottom sheet (live, on a phone); otherwise the disclosure's body, as without JavaScript. */
  modal: boolean;
  /** Whether the disclosure is open. */
  open: boolean;
  /** How many results the filters give, `null` while not known (the full list is on its way). */
  total: number | null;
  /** "Show N results": the sheet has closed; bring the results into view. */
  onShowResults: () => void;
  /** With no result, the foot's button drops a filter instead ("No result: remove #css"), the sheet left open. */
  undo?: { label: string; run: () => void };
  t: Translate;
  children: ReactNode;
}

/** The words of the sheet's button: "Show 8 results", "No result", "Show results" while the count is unknown. */
export function showResultsLabel(total: number | null, t: Translate): string {
  if (total === null) return t('readings.showAll');
  return total === 0 ? t('readings.showNone') : t('readings.showResults', { count: total, n: total });
}

/**
 * The Filters sheet's body. On a phone, once live, it is a modal sheet from the bottom edge (a
 * `<dialog>`: focus stays inside while open and returns to the Filters button on close, Escape
 * closes it, the page behind is inert), scrolled inside, with a sticky "Show N results" button.
 * Elsewhere, and before the island is live, it is the disclosure's plain body.
 */
export function FilterSheet({ sheetRef, modal, open, total, onShowResults, undo, t, children }: FilterSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** Closing hands the focus back to Filters, unless it closed to show the results. */
  const toResults = useRef(false);
  // The disclosure opened (a tap on Filters, or one before the island was live): the sheet shows as a modal.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (modal && open && dialog && !dialog.open) dialog.showModal();
  }, [modal, open]);

  if (!modal) return <div className="re-sheet-body">{children}</div>;

  const summary = () => sheetRef.current?.querySelector('summary');
  /** The sheet closed (Escape, the close button, Show results): the disclosure closes and Filters has the focus back. */
  const onClose = () => {
    const details = sheetRef.current;
    if (details?.open) details.open = false;
    if (toResults.current) onShowResults();
    else summary()?.focus({ preventScroll: true });
    toResults.current = false;
  };
  const close = () => dialogRef.current?.close();
  return (
    // A tap on the backdrop (the dialog itself, outside its content) closes it too.
    <dialog
      ref={dialogRef}
      className="re-sheet-dialog"
      aria-labelledby="re-sheet-title"
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className="re-sheet-head">
        <p id="re-sheet-title" className="re-sheet-title">
          {t('readings.filters')}
        </p>
        <button type="button" className="button" data-variant="ghost" onClick={close}>
          {t('readings.closeFilters')}
        </button>
      </div>
      <div className="re-sheet-body">{children}</div>
      <div className="re-sheet-foot">
        {total === 0 && undo ? (
          <button type="button" className="button re-show" data-variant="ghost" onClick={undo.run}>
            {undo.label}
          </button>
        ) : (
          <button
            type="button"
            className="button re-show"
            onClick={() => {
              toResults.current = true;
              close();
            }}
          >
            {showResultsLabel(total, t)}
          </button>
        )}
      </div>
    </dialog>
  );
}

/**
 * Brings the results into view after the sheet closed: the status line at the top of the screen,
 * the focus on the first result's link (or the status line when there is none), so a screen
 * reader reads where the visitor landed.
 */
export function revealResults(root: HTMLElement | null): void {
  if (!root) return;
  const bar = root.querySelector<HTMLElement>('.re-status-bar');
  const first = root.querySelector<HTMLElement>('.re-list > li .re-name a, .re-list > li .re-name > *');
  const target = first ?? root.querySelector<HTMLElement>('.re-summary');
  if (!target) return;
  if (!first) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  (bar ?? target).scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
}
