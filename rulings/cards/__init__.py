"""Card data tracking: what changed between two builds of MTGJSON-layout card data, and what it touches."""
