"""The words: a finding, a typed record of what the coach checked, with its words in
parts, each a template's key and its parameters; the catalogue of templates."""
