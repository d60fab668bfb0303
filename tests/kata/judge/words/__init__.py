"""The words: a finding, a typed record of what the coach checked, with its words in
parts."""
