// The scanner's front door: the dialog (which loads its reader only when it opens).
export { ScannerDialog } from './components/scanner-dialog';
