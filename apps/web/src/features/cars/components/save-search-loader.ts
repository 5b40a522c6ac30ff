// The save dialog's loader, a module of its own with no imports: the list page names this one file to
// load at the tap, where naming the dialog itself would list every file the dialog needs in the page's
// own script (the first route's budget, e2e/js-budget.spec.ts).
export const loadSaveSearch = () => import('./save-search').then((m) => m.SaveSearch);
