"""A book generator: made-up laws printed as complete books in house styles (see render.py)."""
