"""Reading the suite's own files: the feature files (their rules, scenarios, tags and ids), the card rulings
they quote and the vendored Oracle card data. Below the CR-edition tracker (rulings.editions), which reads
them; imports none of it."""
