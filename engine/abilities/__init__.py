"""abilities"""
