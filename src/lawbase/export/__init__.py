"""Exports of the knowledge base for other tools: TMX for CAT tools, JSON for everything else."""
