"""Tests of the harness: protocol, adapters, broken engines, records, report, expectations."""
