"""The causes: readers of a learner's source (clues) and the rules, in their order, that
ask them after a wrong answer."""
