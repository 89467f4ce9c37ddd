// Async boundary: federation must set up the shared scope before any shared module is imported.
void import('./bootstrap');
