import { registerShellCatalogues } from '../src/i18n/shell-catalogues';

// The shell's entry registers its catalogues before the first render; its tests render screens without the entry.
registerShellCatalogues();
