"""Practice over days: a file judged on each save, hints, drills and their history."""
