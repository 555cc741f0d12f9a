import { loadAllNamespaces } from '../lib/i18n/i18n';

// The entry script fetches the English strings before the app's first render; components rendered on
// their own in a test find them here. A test that switches to French fetches those as the app does.
await loadAllNamespaces('en');
