// Placeholder until the target is written; delete when adding real sources.
