"""What a run leaves: result records, the report, expectations of known failures, and the diff of two runs."""
