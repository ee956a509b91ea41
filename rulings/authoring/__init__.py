"""Writing new feature files: skeletons quoting CR paragraphs or a card's Gatherer rulings verbatim (`rulings new`).

Above both readers: it reads CR editions (rulings.editions) and the suite's files (rulings.suite)."""
